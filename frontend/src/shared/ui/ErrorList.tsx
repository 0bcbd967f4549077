import Alert from '@mui/material/Alert';

/** The server's error messages, one per line, in one alert (the password pages show every one they get). */
export function ErrorList({ errors }: { errors: string[] }) {
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {errors.map(error => (
        <div key={error}>{error}</div>
      ))}
    </Alert>
  );
}
