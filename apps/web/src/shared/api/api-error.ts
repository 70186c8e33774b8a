/**
 * The api's failures as the web meets them: @krov/client's ApiError (the api's key, or the
 * client's Cancelled, Timeout, NetworkError), mapped from the answer's error shape there.
 */
export { ApiError, type ApiErrorKey, type ClientErrorKey, errorFromResponse, isApiError } from '@krov/client';
