// Terms (/terms-of-service) and Privacy (/privacy-policy), with the spec's headings (000 §2.4),
// written for Ledgerline.

import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths.js';

export const LEGAL_DATE = '07/01/2021';
const SUPPORT_EMAIL = 'support@ledgerline.ng';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h4" mb={6}>
        {title}
      </Title>
      <Text c="dark.6" lh={1.65} component="div">
        {children}
      </Text>
    </section>
  );
}

function LegalPage({ title, dateLabel, children }: { title: string; dateLabel: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {dateLabel} {LEGAL_DATE}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

export function TermsRoute() {
  return (
    <LegalPage title="Terms of service" dateLabel="Last updated">
      <Text>
        These terms govern your use of Ledgerline, the bookkeeping service for small businesses. By creating an account you agree to them. Read them with our{' '}
        <Anchor component={Link} to={paths.privacy}>
          Privacy policy
        </Anchor>
        .
      </Text>
      <Section title="Communications">
        By creating an account you agree to receive e-mails about your account: verification codes, receipts you ask us to send, reminders and notices about
        your plan. You may opt out of newsletters at any time; messages about your account and security are part of the service.
      </Section>
      <Section title="Purchases">
        Paid plans are bought through our payment processors. You confirm that the card or account you use is yours or that you are allowed to use it, and that
        the details you give are true. We may refuse or cancel an order we believe to be fraudulent.
      </Section>
      <Section title="Subscriptions">
        Paid plans are billed in advance, monthly or annually, as you choose. A subscription renews automatically at the end of each period unless you cancel it
        before then. A yearly subscription costs ten months of the monthly price.
      </Section>
      <Section title="Free trial">
        Each paid plan may be tried free for 14 days. At the end of the trial the business returns to the free Micro Business Plan unless you subscribe; your
        records stay yours and stay in your books.
      </Section>
      <Section title="Fee changes">
        We may change plan prices. A change takes effect at the start of your next billing period, and we tell you at least 30 days before, so you can cancel if
        you do not agree.
      </Section>
      <Section title="Refunds">Payments are non-refundable, except where the law requires a refund.</Section>
      <Section title="Content">
        The records you keep in Ledgerline (transactions, contacts, products, documents) are yours. You give us only the right to store, process and show them
        to you and to the team members you invite, so the service can work. You are responsible for their accuracy and for having the right to keep them.
      </Section>
      <Section title="Prohibited uses">
        You may use Ledgerline only for lawful purposes. You may not:
        <List size="sm" mt={6} spacing={2}>
          <List.Item>record transactions to conceal fraud, money laundering or tax evasion;</List.Item>
          <List.Item>try to reach another business&apos;s records or to break the service&apos;s security;</List.Item>
          <List.Item>overload the service, or copy it by automated means;</List.Item>
          <List.Item>impersonate a person or business.</List.Item>
        </List>
      </Section>
      <Section title="Age">You must be at least 18 years old to use Ledgerline.</Section>
      <Section title="Accounts">
        You are responsible for keeping your password secret and for what happens under your account and by the team members you invite. Tell us at once at{' '}
        {SUPPORT_EMAIL} if you suspect someone else is using it.
      </Section>
      <Section title="Termination">
        You may close your account at any time. We may suspend or close an account that breaks these terms; where we can, we tell you first and let you export
        your records.
      </Section>
      <Section title="Governing law">
        These terms are governed by the laws of the Federal Republic of Nigeria, and its courts decide any dispute about them.
      </Section>
      <Section title="Contact">Questions about these terms: {SUPPORT_EMAIL}.</Section>
    </LegalPage>
  );
}

export function PrivacyRoute() {
  return (
    <LegalPage title="Privacy policy" dateLabel="Effective">
      <Text>
        This policy explains what Ledgerline collects about you and your business, why, and what you can ask of us. It applies with our{' '}
        <Anchor component={Link} to={paths.terms}>
          Terms of service
        </Anchor>
        .
      </Text>
      <Section title="Data we collect">
        Your name, e-mail address and password (stored only as a hash); your business&apos;s profile and bank details; the records you keep (transactions,
        contacts, products); and usage data such as the pages you open, your browser and IP address, kept to run and secure the service.
      </Section>
      <Section title="Cookies">
        We use a session cookie to keep you signed in, and a few cookies that remember your choices. Analytics cookies are described below. You can refuse
        cookies in your browser, but you cannot sign in without the session cookie.
      </Section>
      <Section title="Retention">
        We keep your records while your account is open. Bookkeeping records are kept as the law on business records requires after you close your account, then
        deleted. Logs are kept for a limited time for security.
      </Section>
      <Section title="Transfer of data">
        Your data may be stored and processed on servers outside Nigeria. We transfer it only where it is protected as this policy describes and as the Nigeria
        Data Protection Act requires.
      </Section>
      <Section title="Your rights under the GDPR">
        Where the GDPR applies to you, you may ask to see, correct, export or delete your personal data, to restrict or object to its processing, and to
        withdraw consent. Write to {SUPPORT_EMAIL}; you may also complain to your data protection authority.
      </Section>
      <Section title="Analytics">
        We use analytics to learn which parts of Ledgerline are used and where people get stuck. The data is aggregated and is not used to identify you.
      </Section>
      <Section title="Remarketing">
        We may show you our adverts on other websites after you visit ours, through advertising services that use cookies. You can opt out in those
        services&apos; settings.
      </Section>
      <Section title="Payment processors">
        Payments are handled by payment processors under their own privacy policies. We never see or store your full card number.
      </Section>
      <Section title="Contact">Questions about your data: {SUPPORT_EMAIL}.</Section>
    </LegalPage>
  );
}
