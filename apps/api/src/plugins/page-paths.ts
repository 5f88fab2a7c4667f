/**
 * Paths that are never pages of the web app: a miss there is a real 404, and whatever goes wrong
 * there is answered in the JSON envelope. Every other GET is a page a browser asked for.
 */
export const notPages = /^\/(v1|media|assets|server)(\/|$|\?)/;
