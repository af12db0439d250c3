/**
 * One definition of KB, MB and GB for every size the app names: the upload limit, the storage
 * quota, the server's messages and every size shown. Decimal, as phones and most file managers
 * count, so a file the phone calls '51 MB' reads '51.00 MB' here too and is over the 50 MB limit.
 */
export const BYTES_PER_KB = 1000;
export const BYTES_PER_MB = 1000 * BYTES_PER_KB;
export const BYTES_PER_GB = 1000 * BYTES_PER_MB;
