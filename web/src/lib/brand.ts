// Placeholder trading name: change it here once the brand is final.
export const BRAND_NAME = 'Derm Shop';
export const CONTACT_EMAIL = 'hello@example.com';
