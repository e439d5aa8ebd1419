#!/usr/bin/env perl
# A small MCP server over stdio with one tool, echo, for measuring many servers in one client JVM
# (imcp-benchmarks' ManyServers): a few MB of memory where a Node server takes 40-60 MB. Speaks the
# 2025 handshake (answers initialize with the version asked for), tools/list, tools/call echo, ping;
# "method not found" for anything else. Core Perl only (JSON::PP).
use strict;
use warnings;
use JSON::PP;

$| = 1;
my $json = JSON::PP->new->utf8->canonical;
my $tool = {
  name        => 'echo',
  description => 'Echoes back the input',
  inputSchema => {
    type       => 'object',
    properties => { message => { type => 'string', description => 'Message to echo' } },
    required   => ['message'],
  },
};

while (my $line = <STDIN>) {
  next unless $line =~ /\S/;
  my $message = eval { $json->decode($line) };
  next unless ref $message eq 'HASH' && defined $message->{id} && defined $message->{method};
  my ($id, $method, $params) = ($message->{id}, $message->{method}, $message->{params} || {});
  my $answer;
  if ($method eq 'initialize') {
    $answer = { result => {
      protocolVersion => $params->{protocolVersion} || '2025-06-18',
      capabilities    => { tools => {} },
      serverInfo      => { name => 'echo-perl', version => '1.0.0' },
    } };
  } elsif ($method eq 'tools/list') {
    $answer = { result => { tools => [$tool] } };
  } elsif ($method eq 'tools/call' && ($params->{name} || '') eq 'echo') {
    my $text = 'Echo: ' . ($params->{arguments}{message} // '');
    $answer = { result => { content => [{ type => 'text', text => $text }] } };
  } elsif ($method eq 'ping') {
    $answer = { result => {} };
  } else {
    $answer = { error => { code => -32601, message => "Method not found: $method" } };
  }
  $answer->{jsonrpc} = '2.0';
  $answer->{id} = $id;
  print $json->encode($answer), "\n";
}
