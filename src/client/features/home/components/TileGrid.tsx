import { Camera, FileUp, Send, Sparkles, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taxProfileTileTarget, tileStates, type TileInput } from '@shared/domain/home-tiles';
import { TaskTile } from './TaskTile';

type TileGridProps = { input: TileInput; isProfileComplete: boolean };

/**
 * The five to-do tiles (spec part 1 §2.3, §4.3). Only the Tax Profile tile leads somewhere
 * yet; the others show their state until their screens arrive.
 */
export function TileGrid({ input, isProfileComplete }: TileGridProps) {
  const { t } = useTranslation('home');
  const states = tileStates(input);
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
        />
      </li>
      <li>
        <TaskTile
          icon={FileUp}
          title={t('tiles.fileUpload.title')}
          description={t('tiles.fileUpload.description')}
          state={states.fileUpload}
          blockedReason={t('tiles.fileUpload.blocked')}
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
