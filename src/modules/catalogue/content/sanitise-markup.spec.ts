import { sanitiseMarkup } from './sanitise-markup';

describe('sanitiseMarkup', () => {
  it('keeps simple formatting and safe links', () => {
    expect(sanitiseMarkup('<p>Use <strong>SPF</strong> <a href="mailto:hello@example.com">daily</a></p>')).toBe(
      '<p>Use <strong>SPF</strong> <a href="mailto:hello@example.com">daily</a></p>',
    );
  });

  it('removes script, event handlers and javascript links', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    expect(sanitiseMarkup(dirty)).toBe('<p>Hi<a>x</a></p>');
  });
});
