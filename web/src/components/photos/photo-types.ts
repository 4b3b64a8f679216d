/**
 * What the server takes as a photo (it re-encodes each one): the pickers offer these. A module of its
 * own so a picker without Formik (a form's photo answer on the phone) does not load Formik for it.
 */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,.heic';
