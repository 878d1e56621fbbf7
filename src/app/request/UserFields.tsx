import { DraftInput } from './DraftInput.tsx';
import { formatExtra, parseList } from './listText.ts';
import { matchingPreset, userPresets } from './userPresets.ts';

export interface UserFieldsProps {
  username: string;
  groups: readonly string[];
  extra: Readonly<Record<string, readonly string[]>>;
  /** The request's namespace, for the service account preset. */
  namespace: string;
  onUsername: (text: string) => void;
  onGroups: (text: string) => void;
  onExtra: (text: string) => void;
  onPreset: (user: { username: string; groups: string[] }) => void;
  sameExtra: (typed: string, value: string) => boolean;
}

const sameList = (typed: string, value: string) => parseList(typed).join(', ') === value;

/** The requesting user: a preset, or username, groups and extra typed in. */
export function UserFields(p: UserFieldsProps) {
  const preset = matchingPreset(
    p.username || 'kubernetes-admin',
    p.username ? p.groups : ['system:masters', 'system:authenticated'],
    p.namespace,
  );
  return (
    <>
      <label>
        User
        <select
          value={preset}
          onChange={(e) => {
            const chosen = userPresets.find((u) => u.id === e.target.value);
            if (chosen) p.onPreset(chosen.user(p.namespace));
          }}
        >
          <option value="" disabled>
            Custom
          </option>
          {userPresets.map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Username
        <DraftInput
          value={p.username}
          same={(a, b) => a.trim() === b}
          onChange={p.onUsername}
          placeholder="kubernetes-admin"
          size={18}
        />
      </label>
      <label>
        Groups
        <DraftInput
          value={p.groups.join(', ')}
          same={sameList}
          onChange={p.onGroups}
          placeholder="system:masters, system:authenticated"
          size={28}
        />
      </label>
      <label>
        Extra
        <DraftInput
          value={formatExtra(p.extra)}
          same={p.sameExtra}
          onChange={p.onExtra}
          placeholder="key=v1,v2; other=v"
          size={14}
        />
      </label>
    </>
  );
}
