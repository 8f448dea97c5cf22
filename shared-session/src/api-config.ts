// Where the API lives, set once at start from the deploy-time app-config.json. Kept apart from the HTTP client so
// the landing page can configure the API without downloading axios.
let apiBaseUrl = '';

/** '' means the API shares the page's origin (under /api). */
export function configureApi(options: { baseURL: string }): void {
  apiBaseUrl = options.baseURL;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}
