/** Reloads the page: the default of every place that may (a new version, a failed chunk, a failed screen). */
export const reloadPage = () => window.location.reload();
