/**
 * The `<script type="application/json">` in which the server sends the query data a rendered page
 * was made from; the browser fills its query cache from it before hydrating.
 */
export const PAGE_DATA_ID = 'page-data';
