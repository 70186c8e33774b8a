import { CookieBanner } from './CookieBanner';
import { OpenInAppBanner } from './OpenInAppBanner';

/** Where the banners float: the bottom of the screen, over the page (their arrival shifts no content). */
export function Banners() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-3xl flex-col gap-2 p-3 sm:p-4">
      <OpenInAppBanner />
      <CookieBanner />
    </div>
  );
}
