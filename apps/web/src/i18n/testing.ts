import { catalogues } from '@krov/messages';
import { registerCatalogue } from './client-catalogue';
import { clientMessages } from './client-messages';

/**
 * What <CatalogueBridge> does in the browser, for unit tests of code that reads the client
 * catalogue without rendering the document: both languages' client messages, registered.
 */
export function registerClientCatalogues(): void {
  registerCatalogue('bs', clientMessages(catalogues.bs));
  registerCatalogue('en', clientMessages(catalogues.en));
}
