import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { chipText, writeText } from './blameChip.ts';
import type { BlameLine } from './blameLines.ts';
import './blame.css';

export interface BlameViewProps {
  lines: readonly BlameLine[];
  steps: readonly PipelineStep[];
  /** The selected step: the lines it wrote are lit. */
  selected: number;
  /** The field hovered elsewhere (a patch, a message): its lines are lit too. */
  hovered: string | undefined;
  onSelect: (position: number) => void;
  onHover: (pointer: string | undefined) => void;
}

// One hue per writer, so a webhook's lines read as one colour down the gutter.
const hue = (text: string): number =>
  [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);

const within = (pointer: string, field: string | undefined) =>
  field !== undefined && (pointer === field || pointer.startsWith(`${field}/`));

/** The object as YAML, each line with a chip naming the step that last wrote it; its history on hover. */
export function BlameView({ lines, steps, selected, hovered, onSelect, onHover }: BlameViewProps) {
  return (
    <ol
      className="wb-blame"
      aria-label="Blame: who last wrote each line"
      onMouseLeave={() => onHover(undefined)}
    >
      {lines.map((line, i) => {
        const last = line.history.at(-1);
        const chip = last === undefined ? '' : chipText(last, steps);
        const history = line.history.map((w) => writeText(w, steps)).join('\n → ');
        const lit =
          (last !== undefined && last.position === selected) || within(line.pointer, hovered);
        return (
          <li
            key={i}
            className={lit ? 'wb-blame-line wb-lit' : 'wb-blame-line'}
            data-pointer={line.pointer}
            onMouseEnter={() => onHover(line.pointer)}
          >
            {last !== undefined && (
              <button
                type="button"
                className="wb-chip-blame"
                style={{ borderLeftColor: `hsl(${hue(chip)} 70% 45%)` }}
                title={`${line.pointer}\n${history}`}
                onClick={() => last.position >= 0 && onSelect(last.position)}
                onFocus={() => onHover(line.pointer)}
              >
                <span aria-hidden="true">{chip}</span>
                <span className="visually-hidden">{`${line.pointer}: last written at ${writeText(last, steps)}. History: ${history}`}</span>
              </button>
            )}
            <code className="wb-blame-text">{line.text}</code>
          </li>
        );
      })}
    </ol>
  );
}
