import { FileActions } from '../files/FileActions.tsx';
import { GalleryPicker } from '../gallery/GalleryPicker.tsx';
import { HistoryActions } from '../history/HistoryActions.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { StatusNote } from '../status/StatusNote.tsx';
import { ThemePicker } from '../theme/ThemePicker.tsx';
import { PresentToggle } from '../workshop/PresentToggle.tsx';

/** The app's actions: the gallery, files, history, sharing, the presenter view and the theme; then what the last one did. */
export function Toolbar() {
  return (
    <div className="toolbar" role="toolbar" aria-label="Scenario actions">
      <GalleryPicker />
      <FileActions />
      <HistoryActions />
      <ShareActions />
      <PresentToggle />
      <ThemePicker />
      <StatusNote />
    </div>
  );
}
