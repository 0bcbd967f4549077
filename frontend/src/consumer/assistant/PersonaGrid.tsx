import ArrowBack from '@mui/icons-material/ArrowBack';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERSONA_TEXT } from './messages';
import type { Persona } from './types';
import type { PersonasState } from './usePersonas';

function Card({
  name,
  description,
  avatarUrl,
  selected,
  onClick,
}: {
  name: string;
  description: string;
  avatarUrl: string | null;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <CardActionArea
        onClick={onClick}
        aria-pressed={selected}
        sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <Avatar src={avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <SmartToyOutlined fontSize="small" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}

/** The persona selection view: Solo first, then the server's personas; loading, empty and error states. */
export function PersonaGrid({
  state,
  selectedId,
  onSelect,
  onBack,
  onReload,
}: {
  state: PersonasState;
  selectedId: number | null;
  onSelect: (p: Persona | null) => void;
  onBack: () => void;
  onReload: () => void;
}) {
  return (
    <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
      <Button startIcon={<ArrowBack />} onClick={onBack} size="small">
        {PERSONA_TEXT.back}
      </Button>
      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        {PERSONA_TEXT.heading}
      </Typography>
      {state.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading personas" />
        </Box>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {PERSONA_TEXT.retry}
            </Button>
          }
        >
          {PERSONA_TEXT.error}: {state.message}
        </Alert>
      )}
      {state.status === 'ready' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <Card
            name={PERSONA_TEXT.soloName}
            description={PERSONA_TEXT.soloDescription}
            avatarUrl={null}
            selected={selectedId === null}
            onClick={() => onSelect(null)}
          />
          {state.personas.map(p => (
            <Card
              key={p.id}
              name={p.name}
              description={p.description || PERSONA_TEXT.fallbackDescription}
              avatarUrl={p.avatarUrl}
              selected={selectedId === p.id}
              onClick={() => onSelect(p)}
            />
          ))}
        </Box>
      )}
      {state.status === 'ready' && state.personas.length === 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography color="text.secondary">{PERSONA_TEXT.empty}</Typography>
          <Button size="small" onClick={onReload}>
            {PERSONA_TEXT.refresh}
          </Button>
        </Box>
      )}
    </Box>
  );
}
