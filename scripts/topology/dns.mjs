// The compose network's DNS for nginx's `resolver`: each service name answers with its address(es), `api` with one
// A record per replica, as Docker's embedded DNS answers a scaled service.
import dns2 from 'dns2';

const { Packet } = dns2;

/** The answer to one question: the name's A records, none for another type, NXDOMAIN (3) for an unknown name. */
export function dnsAnswer(records, question) {
  const addresses = question ? records[question.name.toLowerCase()] : undefined;
  if (!addresses) return { rcode: question ? 3 : 0, answers: [] };
  if (question.type !== Packet.TYPE.A) return { rcode: 0, answers: [] };
  return {
    rcode: 0,
    answers: addresses.map((address) => ({
      name: question.name,
      type: Packet.TYPE.A,
      class: Packet.CLASS.IN,
      ttl: 10,
      address,
    })),
  };
}

export async function startDns({ port, records }) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const { rcode, answers } = dnsAnswer(records, request.questions[0]);
      if (rcode) response.header.rcode = rcode;
      response.answers.push(...answers);
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1', type: 'udp4' } });
  return { stop: () => server.close() };
}
