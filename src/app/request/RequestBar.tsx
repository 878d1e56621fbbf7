// The request bar: what is being asked of the API server, and by whom.

import { usePlayground } from '../store/index.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { DraftInput } from './DraftInput.tsx';
import { formatExtra, parseExtra, parseList } from './listText.ts';
import { UserFields } from './UserFields.tsx';
import { VersionPicker } from '../versions/VersionPicker.tsx';

const operations = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT'] as const;
const subResources = [
  'status',
  'scale',
  'exec',
  'attach',
  'portforward',
  'proxy',
  'eviction',
  'binding',
  'ephemeralcontainers',
  'resize',
  'log',
];
const sameText = (a: string, b: string) => a.trim() === b;

/** Picks the operation, user, namespace, subresource, dry run and the Kubernetes version modelled. */
export function RequestBar() {
  const fields = usePlayground(selectRequestFields);
  const setField = usePlayground((s) => s.setField);
  const f = fields;
  const put = (path: string[]) => (text: string) =>
    setField(path, text.trim() === '' ? undefined : text.trim());
  return (
    <form className="request-bar" aria-label="Request" onSubmit={(e) => e.preventDefault()}>
      <fieldset disabled={f === undefined}>
        <legend className="visually-hidden">Request</legend>
        <label>
          Operation
          <select
            value={f?.operation ?? 'CREATE'}
            onChange={(e) => setField(['request', 'operation'], e.target.value)}
          >
            {operations.map((op) => (
              <option key={op}>{op}</option>
            ))}
          </select>
        </label>
        <label>
          Namespace
          <DraftInput
            value={f?.namespace ?? ''}
            same={sameText}
            onChange={put(['request', 'namespace'])}
            placeholder="from the object"
            size={12}
          />
        </label>
        <label>
          Subresource
          <DraftInput
            value={f?.subResource ?? ''}
            same={sameText}
            onChange={put(['request', 'subResource'])}
            list="subresources"
            placeholder="none"
            size={10}
          />
          <datalist id="subresources">
            {subResources.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={f?.dryRun ?? false}
            onChange={(e) => setField(['request', 'dryRun'], e.target.checked ? true : undefined)}
          />
          Dry run
        </label>
        <VersionPicker />
        <UserFields
          username={f?.username ?? ''}
          groups={f?.groups ?? []}
          extra={f?.extra ?? {}}
          namespace={f?.namespace || 'default'}
          onUsername={put(['request', 'userInfo', 'username'])}
          onGroups={(text) =>
            setField(
              ['request', 'userInfo', 'groups'],
              text.trim() === '' ? undefined : parseList(text),
            )
          }
          onExtra={(text) =>
            setField(
              ['request', 'userInfo', 'extra'],
              text.trim() === '' ? undefined : parseExtra(text),
            )
          }
          onPreset={(user) => {
            setField(['request', 'userInfo', 'username'], user.username);
            setField(['request', 'userInfo', 'groups'], user.groups);
          }}
          sameExtra={(typed, value) => formatExtra(parseExtra(typed)) === value}
        />
      </fieldset>
      {f === undefined && (
        <p className="stale-note">
          The scenario text is not YAML: fix it to change the request here.
        </p>
      )}
    </form>
  );
}
