// The consultation is not an app route yet, so links to it are plain (full page load).
export const CONSULTATION_PATH = '/consultation/generic';
