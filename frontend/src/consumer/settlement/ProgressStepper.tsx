import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * offer sent -> collector answered -> accepted -> agreement -> sign -> autopay -> paying -> paid. Narrow screens get
 * one line and a bar instead of eight stacked steps.
 */
export function ProgressStepper({ stages, completed }: { stages: string[]; completed: number }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = Math.min(completed, stages.length - 1);
  if (narrow) {
    return (
      <Box component="nav" aria-label="Settlement progress">
        <Typography variant="body2" fontWeight={600} aria-current="step">
          {completed >= stages.length ? 'All steps done' : `Step ${current + 1} of ${stages.length}: ${stages[current]}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.min(completed, stages.length) / stages.length) * 100}
          aria-label="Steps done"
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="Settlement progress" sx={{ overflowX: 'auto' }}>
      <Stepper activeStep={completed} alternativeLabel>
        {stages.map((label, i) => (
          <Step key={label} completed={i < completed}>
            <StepLabel aria-current={i === completed ? 'step' : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
