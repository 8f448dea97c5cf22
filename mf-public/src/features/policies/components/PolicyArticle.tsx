import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { POLICY_TERMS } from '@guildhall/contracts/club';
import type { PolicyDocument } from '../policy-document';

/** One policy: its title, date, summary and numbered sections. */
export function PolicyArticle({ policy }: { policy: PolicyDocument }) {
  return (
    <Box component="article">
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.75rem' } }}>
        {policy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontWeight: 700, mt: 1 }}>
        Effective from {POLICY_TERMS.effectiveFrom}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }} color="text.secondary">
        {policy.summary}
      </Typography>
      {policy.sections.map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 1, lineHeight: 1.7 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
