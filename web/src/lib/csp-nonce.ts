/**
 * This page's content-security-policy nonce, which the server writes into every page it
 * sends (`<meta property="csp-nonce">`, src/web/index-html.ts): inline <style> elements
 * are allowed only with it. Read from the element's `nonce` property, since the browser
 * empties the attribute once it has read it. Undefined on the server and under `npm run
 * dev`, where there is no policy.
 */
export const cspNonce: string | undefined =
  typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/**
 * Gives every <style> element a script creates the page's nonce. antd takes the nonce
 * through its ConfigProvider (components/antd/antd-provider.tsx), but the rc-util helpers
 * under its tables and dialogs (the scrollbar measurement, the scroll lock) create theirs
 * without it (react-component/util#613, ant-design/ant-design#58150), and so may Stripe.js.
 * This admits nothing new: only a script the policy already let run can call
 * createElement, and any such script can read the nonce. Markup put into the page
 * (innerHTML, an article's HTML) is parsed, not created this way, so a <style> in it is
 * still refused. Remove once those libraries take the nonce.
 */
export function nonceStylesCreatedByScripts(nonce = cspNonce): void {
  if (!nonce) return;
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof Document.prototype.createElement;
}
