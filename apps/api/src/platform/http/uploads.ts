import { listingLimits } from '@krov/contracts';

/**
 * The largest file any upload may carry. Every upload is a photo (a listing's or a profile's), and
 * a photo may be as large as contracts' listingLimits.photoBytesMax (15 MB), which the web checks too.
 */
export const maxUploadBytes = listingLimits.photoBytesMax;
