import { type ReactElement, useEffect, useState } from 'react';
import './country-flag.css';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The country code an emoji flag spells: two regional-indicator letters (🇵🇱 → PL). The country
 * profile carries the emoji (platform §3); the console shows a picture instead, because without
 * a colour-emoji font the emoji is an empty box.
 */
export function countryCodeOfFlag(flag: string): string | undefined {
  const letters = [...flag].map((symbol) => (symbol.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A);
  if (letters.length !== 2 || letters.some((letter) => letter < 0 || letter > 25)) return undefined;
  return String.fromCharCode(...letters.map((letter) => letter + 65));
}

/**
 * A country's flag as a picture (flag-icons SVG, loaded on demand); its code until the
 * picture arrives or where none exists.
 */
export function CountryFlagImage({ code, country }: { code: string; country: string }): ReactElement {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    setUrl(undefined);
    import('./flag-images.ts')
      .then(({ flagImageUrl }) => flagImageUrl(code))
      .then((found) => {
        if (current) setUrl(found);
      })
      .catch(() => {
        // The code stays: a missing picture is no error worth a message.
      });
    return () => {
      current = false;
    };
  }, [code]);
  if (!url) {
    return (
      <span className="country-flag country-flag-code" role="img" aria-label={country}>
        {code.toUpperCase()}
      </span>
    );
  }
  return <img className="country-flag" src={url} alt={country} width={18} height={13} />;
}

/** The flag of the user's country profile: an address is shown as is, the emoji as a picture. */
export function CountryFlag({ flag, country }: { flag: string; country: string }): ReactElement | null {
  if (!flag) return null;
  if (/^(https?:)?\/|^data:image\//.test(flag)) {
    return <img className="country-flag" src={flag} alt={country} width={18} height={13} />;
  }
  const code = countryCodeOfFlag(flag);
  return code ? <CountryFlagImage code={code} country={country} /> : null;
}
