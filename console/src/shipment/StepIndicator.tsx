import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';

const STEPS = ['shipmentStep1', 'shipmentStep2', 'shipmentStep3', 'shipmentStep4'] as const;

/**
 * Spec 2.8: where the member is in price → select → complete → book. Earlier steps are links back
 * (the draft keeps what was entered); later ones are not, since each needs the one before.
 */
export const StepIndicator = ({ active }: { active: 0 | 1 | 2 | 3 }) => {
  const translate = useTranslate();
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      data-testid="step-indicator"
      sx={{ mb: 3, '& .MuiStepLabel-label': { mt: 0.5, fontSize: '0.8125rem' } }}
    >
      {STEPS.map((name, index) => (
        <Step key={name} completed={index < active} data-testid={`step-${index + 1}`} data-active={index === active}>
          <StepLabel
            {...(index < active
              ? {
                  component: RouterLink,
                  to: pathTo(name),
                  sx: { textDecoration: 'none', color: 'inherit', cursor: 'pointer' },
                }
              : {})}
          >
            {translate(`route.${name}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
