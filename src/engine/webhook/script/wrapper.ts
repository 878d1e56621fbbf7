// The function a compiled script becomes (compileScript.ts): its head shares the script's first
// line, so stack traces name the script's own lines, and columns on line 1 are off by the head's width.

/** The parameter that receives the module's exports; short, so `__x.default = ` fits the width of `export default `. */
export const EXPORTS_PARAMETER = '__x';

/** The text before the script's first character. */
export const SCRIPT_HEAD = `(async function (${EXPORTS_PARAMETER}) {"use strict";`;

/** How many columns the wrapper adds before the script's first line. */
export const SCRIPT_HEAD_COLUMNS = SCRIPT_HEAD.length;
