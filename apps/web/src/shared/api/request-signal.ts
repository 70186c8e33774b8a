/** The caller's signal with the 30 s limit: @krov/client's (docs/product/SPEC.md §7 and §9). */
export { type RequestSignal, requestSignal, requestTimeoutMs } from '@krov/client';
