import type { ReactElement } from 'react';

/**
 * Wordmarks drawn for the portal in each carrier's colours (the carriers' own brand files are not
 * available offline), keyed by the logo name the server derives from the supplier name.
 * All share one 120 × 40 viewBox so offers line up.
 */
export const WORDMARKS: Readonly<Record<string, ReactElement>> = {
  ups: (
    <>
      <path d="M45 4 Q60 0 75 4 V22 Q75 32 60 38 Q45 32 45 22 Z" fill="#351C15" />
      <text x="60" y="26" fill="#FFB500" fontSize="15" fontWeight="700" textAnchor="middle" fontFamily="Arial, sans-serif">
        ups
      </text>
    </>
  ),
  dbschenker: (
    <>
      <rect x="4" y="10" width="28" height="20" rx="3" fill="#EC0016" />
      <text x="18" y="25" fill="#FFFFFF" fontSize="12" fontWeight="700" textAnchor="middle" fontFamily="Arial, sans-serif">
        DB
      </text>
      <text x="37" y="25" fill="#1E1E1E" fontSize="11.5" fontWeight="700" letterSpacing="0.5" fontFamily="Arial, sans-serif">
        SCHENKER
      </text>
    </>
  ),
  postnord: (
    <text x="60" y="26" fill="#00A0D6" fontSize="19" fontWeight="700" textAnchor="middle" fontFamily="Arial, sans-serif">
      postnord
    </text>
  ),
  dhlexpress: (
    <>
      <rect x="0" y="4" width="120" height="32" rx="2" fill="#FFCC00" />
      <text
        x="60"
        y="29"
        fill="#D40511"
        fontSize="22"
        fontWeight="900"
        fontStyle="italic"
        textAnchor="middle"
        letterSpacing="1"
        fontFamily="Arial Black, Arial, sans-serif"
      >
        DHL
      </text>
    </>
  ),
  bring: (
    <>
      <circle cx="18" cy="20" r="11" fill="#7BC144" />
      <text x="36" y="27" fill="#3C3C3C" fontSize="19" fontWeight="700" fontFamily="Arial, sans-serif">
        bring
      </text>
    </>
  ),
  tnt: (
    <>
      <rect x="20" y="6" width="80" height="28" rx="3" fill="#FF6200" />
      <text x="60" y="28" fill="#FFFFFF" fontSize="19" fontWeight="900" textAnchor="middle" fontFamily="Arial Black, Arial, sans-serif">
        TNT
      </text>
    </>
  ),
};
