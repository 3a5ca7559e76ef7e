import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@linhagem/contracts';
import { useTranslation } from '../i18n/useTranslation';
import { estimatePasswordStrength, type PasswordStrength } from './estimatePasswordStrength';

export type PasswordStrengthMeterProps = {
  /** the meter's id, for the password input's `aria-describedby` */
  id: string;
  password: string;
  /** the person's name and user name: a password built on them is weaker */
  related?: string[];
};

const LEVELS = ['0', '1', '2', '3', '4'] as const;

/** How strong a new password is, as it is typed (NIST SP 800-63B 5.1.1.2 asks forms to help choose one). */
export function PasswordStrengthMeter({ id, password, related = [] }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('common');
  const [strength, setStrength] = useState<{ of: string; value: PasswordStrength }>();
  const relatedKey = related.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void estimatePasswordStrength(password, relatedKey.split('\n')).then((value) => {
      if (current) setStrength({ of: password, value });
    });
    return () => {
      current = false;
    };
  }, [password, relatedKey]);

  if (!password) return null;
  const known = strength?.of === password ? strength.value : undefined;
  // a short or common password is weak whatever zxcvbn's number: the meter agrees with what identity refuses
  const level = !known ? 0 : known.tooShort ? 0 : known.weak ? Math.min(known.score, 1) : known.score;
  const label = t(`password.strength.${LEVELS[level]}`);
  const words = !known
    ? t('password.strength.loading')
    : !known.weak
      ? label
      : `${label}: ${known.tooShort ? t('password.too-short', { count: PASSWORD_MIN_LENGTH }) : t('password.weak')}`;
  return (
    <div className="password-strength" id={id} aria-live="polite" data-level={level}>
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={level}
        aria-label={t('password.strength.label')}
      />
      <small>{words}</small>
    </div>
  );
}
