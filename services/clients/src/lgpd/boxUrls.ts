/** Where the boxes the LGPD routes ask live (protocols, documents); tests point them at stand-ins. */
export type BoxUrls = { protocolsUrl?: string; documentsUrl?: string };

/** The LGPD routes' options: the other boxes' addresses. */
export type LgpdRoutesOptions = BoxUrls;
