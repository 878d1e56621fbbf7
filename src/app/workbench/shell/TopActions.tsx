import { ExportAction, ImportAction } from '../../files/FileActions.tsx';
import { ResetToExample } from '../../files/ResetToExample.tsx';
import { ReportAction } from '../../report/ReportAction.tsx';
import { GalleryPicker } from '../../gallery/GalleryPicker.tsx';
import { HistoryActions } from '../../history/HistoryActions.tsx';
import { ShareActions } from '../../share/ShareActions.tsx';
import { ThemePicker } from '../../theme/ThemePicker.tsx';
import { PresentToggle } from '../../workshop/PresentToggle.tsx';
import { Popover } from './Popover.tsx';

/** The top bar's menus: examples, share (links, the bug report, export), present, more (import, reset, theme), undo and redo. */
export function TopActions() {
  return (
    <div className="wb-actions" role="toolbar" aria-label="Scenario actions">
      <GalleryPicker />
      <Popover label="Share" title="Share" align="end">
        <ShareActions />
        <ReportAction />
        <ExportAction />
      </Popover>
      <PresentToggle />
      <Popover
        label={<span aria-hidden="true">⋯</span>}
        ariaLabel="More actions"
        title="More actions"
        align="end"
      >
        <ImportAction />
        <ResetToExample />
        <ThemePicker />
      </Popover>
      <HistoryActions />
    </div>
  );
}
