import { ArrowRight, Camera, Circle, FileUp, Files, Send, Sparkles, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taxProfileTileTarget, tileStates, type TileInput, type TileState } from '@shared/domain/home-tiles';
import { Badge } from '@client/components/ui/Badge';
import { ADVANCED_TAX_INFO_PATH, type MissingStep } from '../transmit-readiness';
import { TaskTile } from './TaskTile';

type TileGridProps = {
  input: TileInput;
  taxYear: number;
  isProfileComplete: boolean;
  /** What still blocks the transmission (shown on the blocked Transmit Files tile). */
  transmitMissing: MissingStep[];
  onFileUpload: () => void;
  onCameraUpload: () => void;
  onTransmit: () => void;
};

/** Upload tiles open the category dialog while documents can be added (attention or active). */
const opensUpload = (state: TileState) => state === 'attention' || state === 'active';

/**
 * The five to-do tiles (spec part 1 §2.3, §4.3). The upload tiles carry the year's file count;
 * Advanced Tax Info leads to its page once available; Transmit Files asks to confirm once
 * nothing blocks it, and lists what is missing until then.
 */
export function TileGrid({ input, taxYear, isProfileComplete, transmitMissing, onFileUpload, onCameraUpload, onTransmit }: TileGridProps) {
  const { t } = useTranslation('home');
  const states = tileStates(input);
  const fileCountBadge =
    states.fileUpload !== 'blocked' && input.fileCount > 0 ? (
      <Badge tone="info" className="mt-3">
        <Files aria-hidden="true" className="h-3.5 w-3.5" />
        {t('tiles.fileCount', { count: input.fileCount })}
      </Badge>
    ) : null;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <li>
        <TaskTile
          icon={UserRoundPen}
          title={t('tiles.taxProfile.title')}
          description={t('tiles.taxProfile.description')}
          state={states.taxProfile}
          to={taxProfileTileTarget(isProfileComplete)}
        />
      </li>
      <li>
        <TaskTile
          icon={Camera}
          title={t('tiles.cameraUpload.title')}
          description={t('tiles.cameraUpload.description')}
          state={states.cameraUpload}
          blockedReason={t('tiles.cameraUpload.blocked')}
          onActivate={opensUpload(states.cameraUpload) ? onCameraUpload : undefined}
          extra={fileCountBadge}
        />
      </li>
      <li>
        <TaskTile
          icon={FileUp}
          title={t('tiles.fileUpload.title')}
          description={t('tiles.fileUpload.description')}
          state={states.fileUpload}
          blockedReason={t('tiles.fileUpload.blocked')}
          onActivate={opensUpload(states.fileUpload) ? onFileUpload : undefined}
          extra={fileCountBadge}
        />
      </li>
      <li>
        <TaskTile
          icon={Sparkles}
          title={t('tiles.advancedTaxInfo.title')}
          description={t('tiles.advancedTaxInfo.description')}
          state={states.advancedTaxInfo}
          blockedReason={t('tiles.advancedTaxInfo.blocked')}
          to={states.advancedTaxInfo === 'blocked' ? undefined : ADVANCED_TAX_INFO_PATH}
        />
      </li>
      <li className="sm:col-span-2">
        <TaskTile
          icon={Send}
          title={t('tiles.transmitFiles.title')}
          description={states.transmitFiles === 'attention' ? t('tiles.transmitFiles.ready', { year: taxYear }) : t('tiles.transmitFiles.description')}
          state={states.transmitFiles}
          onActivate={states.transmitFiles === 'attention' ? onTransmit : undefined}
          extra={states.transmitFiles === 'blocked' ? <MissingSteps steps={transmitMissing} taxYear={taxYear} /> : null}
        />
      </li>
    </ul>
  );
}

function MissingSteps({ steps, taxYear }: { steps: MissingStep[]; taxYear: number }) {
  const { t } = useTranslation('home');
  if (steps.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-800">{t('tiles.transmitFiles.missingTitle')}</p>
      <ul className="mt-1 flex flex-col">
        {steps.map((step) => {
          const text = t(`tiles.transmitFiles.missing.${step.key}`, { year: taxYear });
          return (
            <li key={step.key} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <Circle aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-500" />
              {'to' in step && step.to ? (
                <Link to={step.to} className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
                  {text}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
                </Link>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
