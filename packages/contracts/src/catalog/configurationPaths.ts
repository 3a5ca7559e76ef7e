import { CONFIGURATION_API } from '../routes/apiPaths';

/** @deprecated the configuration family's paths are `CONFIGURATION_API` (same members); kept until every caller reads it. */
export const CONFIGURATION_PATHS = CONFIGURATION_API;
