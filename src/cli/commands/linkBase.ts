// Where `link` points its links: apart from the command, so the usage text names them without
// loading the share-link codec.

/** Where links point when neither --base nor ADMISSION_PLAYGROUND_URL names a playground. */
export const DEFAULT_BASE = 'https://admission-playground.example/';

/** The environment variable that names the playground links point at. */
export const BASE_VARIABLE = 'ADMISSION_PLAYGROUND_URL';
