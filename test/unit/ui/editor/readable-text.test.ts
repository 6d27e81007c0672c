// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { readableText } from '@/src/ui/editor/readable-text';

test('a content field reads as its text: a line a paragraph, heading or item, a picture by its description', () => {
  expect(readableText('<h2>Prices</h2><p>From <strong>5 EUR</strong> a month.<br>Call us.</p><ul><li>Design</li><li>Hosting</li></ul><p><img src="/_si/plan.png" alt="Our plans"><img src="/_si/photo.jpg?x=1"></p>'))
    .toBe('Prices\nFrom 5 EUR a month.\nCall us.\nDesign\nHosting\n\n[Our plans][photo.jpg]');
});

test('plain text stays as it is; what never shows (scripts, styles) is not read', () => {
  expect(readableText('Just words, 5 < 6')).toBe('Just words, 5 < 6');
  expect(readableText('<p>Seen</p><script>alert(1)</script><style>p{}</style>')).toBe('Seen');
});
