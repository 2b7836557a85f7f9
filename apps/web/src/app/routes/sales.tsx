export function Component() {
  return <h1 className="text-2xl font-semibold">Car Sales</h1>;
}
