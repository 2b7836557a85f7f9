export function Component() {
  return <h1 className="text-2xl font-semibold">Dashboard</h1>;
}
