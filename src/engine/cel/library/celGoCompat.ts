// Standard cel-go conversions cel-js 8 lacks and Kubernetes policies use:
// string(timestamp), string(duration) and int(timestamp) (cel-go common/types/timestamp.go,
// duration.go ConvertToType); and comparing a legacy-nullable value with null (checker/types.go
// isLegacyNullable: opaque types such as optional_type, durations and timestamps are assignable
// from null, so `format.dns1123Label().validate(self) == null` checks; at runtime such a value is
// never equal to null).

import type { Environment } from '@marcbachmann/cel-js';
import type { Duration } from '@marcbachmann/cel-js/evaluator';
import { durationString, timestampString } from './stringFormat.ts';

const TS = 'google.protobuf.Timestamp';
const DUR = 'google.protobuf.Duration';

/** Registers the missing conversions (always present in cel-go, so IntroducedVersion 1.0). */
export function registerCelGoCompat(env: Environment): void {
  env.registerFunction(`string(${TS}): string`, (t: Date) => timestampString(t));
  env.registerFunction(`string(${DUR}): string`, (d: Duration) => durationString(d));
  env.registerFunction(`int(${TS}): int`, (t: Date) => BigInt(Math.floor(t.getTime() / 1000)));
  for (const t of ['optional<dyn>', TS, DUR]) env.registerOperator(`${t} == null`, () => false);
}
