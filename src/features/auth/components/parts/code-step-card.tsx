import { useIntl } from 'react-intl';
import { otpMessages } from '@/components/ui/otp/messages';
import { OtpStep, type OtpStepProps } from '@/components/ui/otp/otp-step';
import { AuthCard } from './auth-card';

interface CodeStepCardProps extends OtpStepProps {
  step: { current: number; total: number };
}

/**
 * The kit's code step as the auth flows show it: in the auth card, under its heading (focused
 * as the step appears) and the flow's step counter.
 */
export function CodeStepCard({ step, ...props }: CodeStepCardProps) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(otpMessages.title)} step={step} focusHeading>
      <OtpStep {...props} />
    </AuthCard>
  );
}
