import OpenInNew from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AffiliateOffer } from '@parley/domain/dashboard/payload';

/** The Deals tab: partner offers, each opening the partner's site in a new tab. */
export function DealsList({ offers }: { offers: AffiliateOffer[] }) {
  return (
    <Box
      component="ul"
      aria-label="Deals"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {offers.map(o => (
        <Card component="li" key={o.id} aria-label={o.title} sx={{ display: 'flex' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
              <Avatar src={o.logo_url} alt="" variant="rounded" sx={{ width: 48, height: 48 }}>
                {o.title.charAt(0)}
              </Avatar>
              <Box>
                <Typography variant="subtitle1" component="h3" fontWeight={600}>
                  {o.title}
                </Typography>
                <Chip size="small" color="secondary" label={o.deal_text} />
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, mb: 2 }}>
              {o.description}
            </Typography>
            <Button
              href={o.target_url}
              target="_blank"
              rel="noopener noreferrer sponsored"
              variant="outlined"
              endIcon={<OpenInNew fontSize="small" />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {o.button_text}
            </Button>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
