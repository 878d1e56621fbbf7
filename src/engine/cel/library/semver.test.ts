import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

// Examples from semverlib.go and semver_test.go.
describe('kubernetes semver library', () => {
  table(
    [
      ["semver('1.0.0') == semver('1.0.0')", v(true)],
      ["semver('200K')", err('No Major.Minor.Patch elements found')],
      ["semver('Three')", err('No Major.Minor.Patch elements found')],
      ["semver('1.a.0')", err('Invalid character(s) found in minor number "a"')],
      ["semver('01.0.0')", err('Major number must not contain leading zeroes "01"')],
      [
        "semver('1.0.0-01')",
        err('Numeric PreRelease version must not contain leading zeroes "01"'),
      ],
      ["semver('v1.0.0', true) == semver('1.0.0')", v(true)],
      ["semver('1.0', true) == semver('1.0.0')", v(true)],
      ["semver('01.01.01', true) == semver('1.1.1')", v(true)],
      ["semver('1.0-alpha', true)", err('short version cannot contain PreRelease/Build meta data')],
      ["isSemver('1.0.0')", v(true)],
      ["isSemver('hello')", v(false)],
      ["isSemver('v1.0')", v(false)],
      ["isSemver('v1.0', true)", v(true)],
      ["semver('1.2.3').major()", v(1n)],
      ["semver('1.2.3').minor()", v(2n)],
      ["semver('1.2.3').patch()", v(3n)],
      ["semver('1.2.3').compareTo(semver('1.2.3'))", v(0n)],
      ["semver('1.2.3').compareTo(semver('2.0.0'))", v(-1n)],
      ["semver('1.2.3').compareTo(semver('0.1.2'))", v(1n)],
      ["semver('1.0.0-alpha').isLessThan(semver('1.0.0-alpha.1'))", v(true)],
      ["semver('1.0.0-alpha.beta').isGreaterThan(semver('1.0.0-alpha.1'))", v(true)],
      ["semver('1.0.0-rc.1').isLessThan(semver('1.0.0'))", v(true)],
      ["semver('1.0.0+build.1') == semver('1.0.0')", v(true)],
    ],
    {},
    33,
  );
});
