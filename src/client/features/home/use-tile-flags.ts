import { useEffect, useState } from 'react';
import { isAdvancedTaxInfoAvailable } from '@shared/domain/home-tiles';
import { on } from '@client/lib/events';
import { STORAGE_KEYS, readStorage, writeStorage } from '@client/lib/local-storage-keys';

/**
 * Transmit is enabled by an 'enable transmit files' or 'tax status updated' event
 * (spec part 1 §4.2) and remembered in localStorage `transmitFilesEnabled`.
 */
export function useTransmitEnabled(): boolean {
  const [enabled, setEnabled] = useState(() => readStorage(STORAGE_KEYS.transmitFilesEnabled) === 'true');
  useEffect(() => {
    const enable = () => {
      writeStorage(STORAGE_KEYS.transmitFilesEnabled, 'true');
      setEnabled(true);
    };
    const offs = [on('enableTransmitFiles', enable), on('taxStatusUpdated', enable)];
    return () => offs.forEach((off) => off());
  }, []);
  return enabled;
}

/** Advanced tax info is available from status 3, or once the 'available' event names this year. */
export function useAdvancedTaxInfoEnabled(taxYear: number, statusId: number): boolean {
  const [signalledYear, setSignalledYear] = useState<number | null>(null);
  useEffect(() => on('advancedTaxInfoAvailable', (event) => setSignalledYear(event.taxYear)), []);
  return isAdvancedTaxInfoAvailable(statusId) || signalledYear === taxYear;
}
