import { catalogues } from '@krov/messages';
import { registerCatalogue } from './client-catalogue';
import { browserMessages } from './client-messages';

/**
 * What <CatalogueBridge> does in the browser, for unit tests of code that reads the client
 * catalogue without rendering the document: both languages' client texts, registered (every text
 * a page may send, the document's and all page parts': the component under test is rendered
 * within its page part on its page).
 */
export function registerClientCatalogues(): void {
  registerCatalogue('bs', browserMessages(catalogues.bs));
  registerCatalogue('en', browserMessages(catalogues.en));
}
