import type { MapCell } from './mapModel.ts';

export interface MapNodeProps {
  cell: MapCell;
  selected: boolean;
  /** The one node the Tab key reaches (roving tabindex): the selected one, when on show. */
  tabbable: boolean;
  onSelect: (position: number) => void;
  /** Text drawn beside the glyph (a name, "+12 defaults"); the glyph alone when absent. */
  text?: string;
}

/** One step on the map: a cell whose fill says what happened and whose glyph says why. */
export function MapNode({ cell, selected, tabbable, onSelect, text }: MapNodeProps) {
  return (
    <button
      type="button"
      className={`wb-node wb-node-${cell.state}${cell.decides ? ' wb-node-decides' : ''}${text === undefined ? '' : ' wb-node-wide'}`}
      data-step={cell.position}
      aria-current={selected ? 'step' : undefined}
      title={cell.why}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onSelect(cell.position)}
    >
      <span className="wb-glyph" aria-hidden="true">
        {cell.glyph}
      </span>
      {text !== undefined && (
        <span className="wb-node-text" aria-hidden="true">
          {text}
        </span>
      )}
      {/* The name is the words, not the glyph: no aria-label, so the visible marks never contradict it. */}
      <span className="visually-hidden">{cell.label}</span>
    </button>
  );
}
