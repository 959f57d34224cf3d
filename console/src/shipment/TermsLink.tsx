import Button from '@mui/material/Button';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { openInfoPopup } from '../content/ContentModal';

/** "Villkor": a product's terms of delivery in the content modal; nothing for a product without terms. */
export const TermsLink = ({ textId, product }: { textId: unknown; product: string }) => {
  const translate = useTranslate();
  if (typeof textId !== 'number') return null;
  return (
    <Button
      size="small"
      startIcon={<InfoOutlinedIcon />}
      onClick={() => openInfoPopup({ kind: 'terms', termId: textId, subject: translate('content.termsOf', { product }) })}
      data-testid="product-terms"
    >
      {translate('content.terms')}
    </Button>
  );
};
