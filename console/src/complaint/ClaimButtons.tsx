import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** A booked consignment's way to a complaint (the complaint list's form, prefilled) and to an insurance claim. */
export const ClaimButtons = ({ consignmentNo }: { consignmentNo: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const query = `?consignmentNo=${encodeURIComponent(consignmentNo)}`;
  return (
    <>
      <Tooltip title={translate('complaints.create')}>
        <IconButton
          size="small"
          onClick={() => navigate(`/complaint/list${query}`)}
          data-testid="complaint-button"
          aria-label={translate('complaints.create')}
        >
          <ReportProblemOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('claim.title')}>
        <IconButton
          size="small"
          onClick={() => navigate(`/consignment/claim${query}`)}
          data-testid="claim-button"
          aria-label={translate('claim.title')}
        >
          <ShieldOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
};
