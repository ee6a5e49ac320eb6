import { describe, expect, it } from 'vitest';
import { filterValues, xssFilter } from './xss';

// The strict server's request text filter, by what blade-tool's XSS wrapper makes of a value.

describe('xssFilter', () => {
  it('leaves plain text alone, quotes included', () => {
    for (const text of ['消防检查', 'a "quoted" word', "it's", '100%', '{"RWID":"17"}'])
      expect(xssFilter(text)).toBe(text);
  });

  it('escapes & unless it starts one of the kept entities, so a second pass changes nothing', () => {
    expect(xssFilter('A&B')).toBe('A&amp;B');
    expect(xssFilter('A&amp;B &lt; &gt; &quot;')).toBe('A&amp;B &lt; &gt; &quot;');
    expect(xssFilter('&nbsp; &#39; &copy')).toBe('&amp;nbsp; &amp;#39; &amp;copy');
    expect(xssFilter(xssFilter('A&B <x'))).toBe(xssFilter('A&B <x'));
  });

  it('escapes a < that nothing closes and a > that closes nothing', () => {
    expect(xssFilter('a<b')).toBe('a&lt;b');
    expect(xssFilter('1>0')).toBe('1&gt;0');
    expect(xssFilter('x < y < z')).toBe('x &lt; y &lt; z');
  });

  it('removes markup it does not allow, and whatever sits between < and a later >', () => {
    expect(xssFilter('<script>alert(1)</script>')).toBe('alert(1)');
    expect(xssFilter('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(xssFilter('1 < 2 > 0')).toBe('1  0');
    expect(xssFilter('a<!-- hidden -->b')).toBe('ab');
    expect(xssFilter('<div style="x">块</div>')).toBe('块');
  });

  it('keeps the few allowed tags, closed, with allowed attributes and safe links only', () => {
    expect(xssFilter('<b>粗')).toBe('<b>粗</b>');
    expect(xssFilter('<B>x</B>')).toBe('<b>x</b>');
    expect(xssFilter('<a href="javascript:alert(1)" onclick="x">链接</a>')).toBe(
      '<a href="#alert(1)">链接</a>',
    );
    expect(xssFilter('<a href="https://example.cn/">站</a>')).toBe(
      '<a href="https://example.cn/">站</a>',
    );
    expect(xssFilter('<b></b>空')).toBe('空');
  });

  it('filters every string of a parsed query or body, never the keys', () => {
    const body = { 'a<b': 'x&y', list: ['<i>1', 2], nested: { n: null, s: '1>0' } };
    expect(filterValues(body)).toEqual({
      'a<b': 'x&amp;y',
      list: ['<i>1</i>', 2],
      nested: { n: null, s: '1&gt;0' },
    });
  });
});
