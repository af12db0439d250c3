import { Camera, FileUp, Files, Send, Sparkles, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taxProfileTileTarget, tileStates, type TileInput, type TileState } from '@shared/domain/home-tiles';
import { Badge } from '@client/components/ui/Badge';
import { TaskTile } from './TaskTile';

type TileGridProps = {
  input: TileInput;
  isProfileComplete: boolean;
  onFileUpload: () => void;
  onCameraUpload: () => void;
};

/** Upload tiles open the category dialog while documents can be added (attention or active). */
const opensUpload = (state: TileState) => state === 'attention' || state === 'active';

/**
 * The five to-do tiles (spec part 1 §2.3, §4.3). The upload tiles carry the year's file count;
 * Advanced Tax Info and Transmit show their state until their screens arrive.
 */
export function TileGrid({ input, isProfileComplete, onFileUpload, onCameraUpload }: TileGridProps) {
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
        />
      </li>
      <li className="sm:col-span-2">
        <TaskTile
          icon={Send}
          title={t('tiles.transmitFiles.title')}
          description={t('tiles.transmitFiles.description')}
          state={states.transmitFiles}
          blockedReason={t('tiles.transmitFiles.blocked')}
        />
      </li>
    </ul>
  );
}
