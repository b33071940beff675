import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, countryCodeOfFlag } from './country-flag.tsx';

describe('country flags', () => {
  it('read the country code from the emoji of the profile', () => {
    expect(countryCodeOfFlag('🇵🇱')).toBe('PL');
    expect(countryCodeOfFlag('🇺🇦')).toBe('UA');
    expect(countryCodeOfFlag('PL')).toBeUndefined();
    expect(countryCodeOfFlag('')).toBeUndefined();
  });

  it('show a picture instead of the emoji, the code until it loads', async () => {
    const { container } = render(<CountryFlag flag="🇵🇱" country="Poland" />);
    expect(container.textContent).not.toContain('🇵🇱');
    expect(screen.getByRole('img', { name: 'Poland' })).toHaveTextContent('PL');
    await expect
      .poll(() => screen.getByRole('img', { name: 'Poland' }).tagName, { timeout: 10_000 })
      .toBe('IMG');
    // A small picture is inlined by the bundler, a larger one is a file: either names Poland's flag.
    expect(screen.getByRole('img', { name: 'Poland' }).getAttribute('src')).toMatch(/flag-icons-pl|pl\.svg/);
  });

  it('show the code where flag-icons has no picture', async () => {
    render(<CountryFlag flag="🇿🇿" country="Nowhere" />);
    expect(await screen.findByRole('img', { name: 'Nowhere' })).toHaveTextContent('ZZ');
  });
});
