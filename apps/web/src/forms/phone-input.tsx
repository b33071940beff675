import { maskPhone } from '@console/domain';
import { Input, type InputProps } from 'antd';
import { useCurrentUser } from '../features/auth/use-current-user.ts';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
  /** The country's mask ('+48###########'); the signed-in user's country's when left out. */
  mask?: string;
};

/**
 * A phone field shaped by a country's mask (platform §5, §9): what is typed or pasted keeps its
 * digits only, at most as many as the mask holds, and the mask shows while the field is empty.
 * For antd's Form.Item, which passes value and onChange.
 */
export function PhoneInput({ mask, value, onChange, ...rest }: PhoneInputProps) {
  const { data: user } = useCurrentUser();
  const shape = mask ?? user?.countryProfile.phoneMask ?? '';
  return (
    <Input
      inputMode="tel"
      autoComplete="off"
      placeholder={shape || undefined}
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange?.(maskPhone(event.target.value, shape))}
    />
  );
}
