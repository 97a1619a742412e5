/** Labels live at the spec's path, /storage/rm_labels/{tracking}.pdf, in private storage. */
export const labelStoragePath = (trackingNumber: string) => `rm_labels/${trackingNumber}.pdf`;

export const TRACKING_NUMBER_PATTERN = /^[A-Z]{2}\d{9}GB$/;
