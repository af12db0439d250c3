/**
 * AHV numbers are shown masked in the back office until the expert asks to see them, so a
 * number is not read over a shoulder or left on a shared screen: every digit but the last
 * four becomes '•', the dots of the format stay ('756.1234.5678.97' -> '•••.••••.••78.97').
 */
export function maskAhv(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - 4 ? digit : '•';
  });
}
